import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9):
        tmp_0 = torch.nn.functional.dropout(in_8, 0.0, False, False);  in_8 = None
        tmp_1 = tmp_0 + in_9;  tmp_0 = in_9 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (768,), in_1, in_0, 1e-06);  in_1 = in_0 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_3, in_2);  tmp_2 = in_3 = in_2 = None
        tmp_4 = torch.nn.functional.gelu(tmp_3, approximate = 'none');  tmp_3 = None
        tmp_5 = torch.nn.functional.dropout(tmp_4, 0.0, False, False);  tmp_4 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_5, in_4);  tmp_5 = in_5 = in_4 = None
        tmp_7 = torch.nn.functional.dropout(tmp_6, 0.0, False, False);  tmp_6 = None
        tmp_8 = tmp_1 + tmp_7;  tmp_1 = tmp_7 = None
        tmp_9 = torch.nn.functional.layer_norm(tmp_8, (768,), in_7, in_6, 1e-06);  tmp_8 = in_7 = in_6 = None
        tmp_10 = tmp_9[(slice(None, None, None), 0)];  tmp_9 = None
        return (tmp_10,)
        