import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_3 * 0.5;  in_3 = None
        tmp_1 = tmp_0 + in_2;  tmp_0 = in_2 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (768,), in_1, in_0, 1e-05);  in_1 = in_0 = None
        return (tmp_1, tmp_2)
        