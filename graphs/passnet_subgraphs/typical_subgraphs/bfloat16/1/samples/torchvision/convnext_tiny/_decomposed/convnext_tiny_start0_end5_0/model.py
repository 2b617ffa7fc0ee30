import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6):
        tmp_0 = torch.conv2d(in_6, in_1, in_0, (4, 4), (0, 0), (1, 1), 1);  in_6 = in_1 = in_0 = None
        tmp_1 = tmp_0.permute(0, 2, 3, 1);  tmp_0 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (96,), in_3, in_2, 1e-06);  tmp_1 = in_3 = in_2 = None
        tmp_3 = tmp_2.permute(0, 3, 1, 2);  tmp_2 = None
        tmp_4 = torch.conv2d(tmp_3, in_5, in_4, (1, 1), (3, 3), (1, 1), 96);  in_5 = in_4 = None
        return (tmp_3, tmp_4)
        