import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.adaptive_avg_pool2d(in_2, 1);  in_2 = None
        tmp_1 = tmp_0.permute(0, 2, 3, 1);  tmp_0 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (768,), in_1, in_0, 1e-06);  tmp_1 = in_1 = in_0 = None
        tmp_3 = tmp_2.permute(0, 3, 1, 2);  tmp_2 = None
        tmp_4 = tmp_3.flatten(1, -1);  tmp_3 = None
        return (tmp_4,)
        