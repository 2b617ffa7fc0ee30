import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9):
        tmp_0 = in_9 + in_8;  in_9 = in_8 = None
        tmp_1 = tmp_0.permute(0, 2, 3, 1);  tmp_0 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (40,), in_5, in_4, 1e-06);  tmp_1 = in_5 = in_4 = None
        tmp_3 = tmp_2.permute(0, 3, 1, 2);  tmp_2 = None
        tmp_4 = torch.conv2d(tmp_3, in_7, in_6, (2, 2), (0, 0), (1, 1), 1);  tmp_3 = in_7 = in_6 = None
        tmp_5 = torch.conv2d(tmp_4, in_1, in_0, (1, 1), (3, 3), (1, 1), 80);  in_1 = in_0 = None
        tmp_6 = tmp_5.permute(0, 2, 3, 1);  tmp_5 = None
        tmp_7 = torch.nn.functional.layer_norm(tmp_6, (80,), in_3, in_2, 1e-06);  tmp_6 = in_3 = in_2 = None
        return (tmp_4, tmp_7)
        