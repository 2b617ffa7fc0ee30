import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = torch.nn.functional.gelu(in_5);  in_5 = None
        tmp_1 = torch.nn.functional.dropout(tmp_0, 0.0, False, False);  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(tmp_1, in_1, in_0);  tmp_1 = in_1 = in_0 = None
        tmp_3 = torch.nn.functional.dropout(tmp_2, 0.0, False, False);  tmp_2 = None
        tmp_4 = tmp_3 + in_4;  tmp_3 = in_4 = None
        tmp_5 = torch.nn.functional.layer_norm(tmp_4, (32,), in_3, in_2, 1e-05);  tmp_4 = in_3 = in_2 = None
        return (tmp_5,)
        