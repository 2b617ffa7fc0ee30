import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7):
        tmp_0 = torch.nn.functional.linear(in_7, in_1, in_0);  in_7 = in_1 = in_0 = None
        tmp_1 = torch.nn.functional.dropout(tmp_0, 0.0, False, False);  tmp_0 = None
        tmp_2 = in_6 + tmp_1;  in_6 = tmp_1 = None
        tmp_3 = torch.nn.functional.layer_norm(tmp_2, (384,), in_5, in_4, 1e-06);  tmp_2 = in_5 = in_4 = None
        tmp_4 = tmp_3[(slice(None, None, None), 0)];  tmp_3 = None
        tmp_5 = torch.nn.functional.dropout(tmp_4, 0.0, False, False);  tmp_4 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_3, in_2);  tmp_5 = in_3 = in_2 = None
        return (tmp_6,)
        