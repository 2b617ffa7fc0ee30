import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.layer_norm(in_2, (512,), in_1, in_0, 1e-06);  in_2 = in_1 = in_0 = None
        tmp_1 = tmp_0.permute(0, 3, 1, 2);  tmp_0 = None
        tmp_2 = tmp_1.flatten(1, -1);  tmp_1 = None
        tmp_3 = torch.nn.functional.dropout(tmp_2, 0.0, False, False);  tmp_2 = None
        return (tmp_3,)
        