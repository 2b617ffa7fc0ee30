import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_3 + in_2;  in_3 = in_2 = None
        tmp_1 = tmp_0.permute(0, 2, 1);  tmp_0 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (768,), in_1, in_0, 1e-12);  tmp_1 = in_1 = in_0 = None
        tmp_3 = tmp_2.permute(0, 2, 1);  tmp_2 = None
        return (tmp_3,)
        