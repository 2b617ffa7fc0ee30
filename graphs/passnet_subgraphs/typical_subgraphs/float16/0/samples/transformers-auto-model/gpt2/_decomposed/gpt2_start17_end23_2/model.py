import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_0.view((2, 32, -1, 64));  in_0 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = in_2.view((2, 32, -1, 64));  in_2 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        tmp_4 = in_1.view((2, 32, -1, 64));  in_1 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        return (tmp_1, tmp_3, tmp_5)
        