import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = in_4 + in_5;  in_4 = in_5 = None
        tmp_1 = torch.conv2d(tmp_0, in_1, in_0, (1, 1), (3, 3), (1, 1), 40);  in_1 = in_0 = None
        tmp_2 = tmp_1.permute(0, 2, 3, 1);  tmp_1 = None
        tmp_3 = torch.nn.functional.layer_norm(tmp_2, (40,), in_3, in_2, 1e-06);  tmp_2 = in_3 = in_2 = None
        return (tmp_0, tmp_3)
        