import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = torch.conv2d(in_3, in_1, in_0, (1, 1), (1, 1), (1, 1), 64);  in_1 = in_0 = None
        tmp_1 = tmp_0 + in_3;  tmp_0 = in_3 = None
        tmp_2 = tmp_1.flatten(2);  tmp_1 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        tmp_4 = torch.cat((in_2, tmp_3), dim = 1);  in_2 = tmp_3 = None
        return (tmp_4,)
        