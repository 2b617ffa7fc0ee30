import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10):
        tmp_0 = torch.conv2d(in_0, in_4, in_3, (4, 4), (0, 0), (1, 1), 1);  in_0 = in_4 = in_3 = None
        tmp_1 = tmp_0.permute(0, 2, 3, 1);  tmp_0 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (96,), in_2, in_1, 1e-06);  tmp_1 = in_2 = in_1 = None
        tmp_3 = tmp_2.permute(0, 3, 1, 2);  tmp_2 = None
        tmp_4 = torch.conv2d(tmp_3, in_6, in_5, (1, 1), (3, 3), (1, 1), 96);  in_6 = in_5 = None
        tmp_5 = tmp_4.permute(0, 2, 3, 1);  tmp_4 = None
        tmp_6 = torch.nn.functional.layer_norm(tmp_5, (96,), in_8, in_7, 1e-06);  tmp_5 = in_8 = in_7 = None
        tmp_7 = torch.nn.functional.linear(tmp_6, in_10, in_9);  tmp_6 = in_10 = in_9 = None
        tmp_8 = torch.nn.functional.gelu(tmp_7);  tmp_7 = None
        return (tmp_3, tmp_8)
        