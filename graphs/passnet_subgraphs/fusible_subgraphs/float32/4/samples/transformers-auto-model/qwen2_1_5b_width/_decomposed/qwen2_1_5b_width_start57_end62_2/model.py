import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = torch.nn.functional.linear(in_3, in_1, in_0);  in_3 = in_1 = in_0 = None
        tmp_1 = tmp_0.view((4, 256, -1, 128));  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = in_2.unsqueeze(1);  in_2 = None
        tmp_4 = in_4.unsqueeze(1);  in_4 = None
        return (tmp_2, tmp_3, tmp_4)
        