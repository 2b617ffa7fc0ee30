import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = in_3.expand(4, -1, -1);  in_3 = None
        tmp_1 = torch.cat([tmp_0, in_4], dim = 1);  tmp_0 = in_4 = None
        tmp_2 = tmp_1 + in_2;  tmp_1 = in_2 = None
        tmp_3 = torch.nn.functional.dropout(tmp_2, 0.0, False, False);  tmp_2 = None
        tmp_4 = torch.nn.functional.layer_norm(tmp_3, (768,), in_1, in_0, 1e-06);  in_1 = in_0 = None
        return (tmp_3, tmp_4)
        