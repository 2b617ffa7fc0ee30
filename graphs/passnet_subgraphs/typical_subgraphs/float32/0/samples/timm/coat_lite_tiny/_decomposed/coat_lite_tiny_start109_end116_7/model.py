import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = in_4.reshape(2, 56, 56, -1);  in_4 = None
        tmp_1 = tmp_0.permute(0, 3, 1, 2);  tmp_0 = None
        tmp_2 = tmp_1.contiguous();  tmp_1 = None
        tmp_3 = torch.conv2d(tmp_2, in_3, in_2, (2, 2), (0, 0), (1, 1), 1);  tmp_2 = in_3 = in_2 = None
        tmp_4 = tmp_3.flatten(2);  tmp_3 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        tmp_6 = torch.nn.functional.layer_norm(tmp_5, (128,), in_1, in_0, 1e-05);  tmp_5 = in_1 = in_0 = None
        return (tmp_6,)
        