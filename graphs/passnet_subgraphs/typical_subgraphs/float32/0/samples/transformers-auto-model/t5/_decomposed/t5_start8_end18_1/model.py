import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = in_3 * in_4;  in_3 = in_4 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_1, None);  in_1 = None
        tmp_2 = tmp_1.view((2, 32, -1, 64));  tmp_1 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        tmp_4 = torch.nn.functional.linear(tmp_0, in_0, None);  in_0 = None
        tmp_5 = tmp_4.view((2, 32, -1, 64));  tmp_4 = None
        tmp_6 = tmp_5.transpose(1, 2);  tmp_5 = None
        tmp_7 = torch.nn.functional.linear(tmp_0, in_2, None);  tmp_0 = in_2 = None
        tmp_8 = tmp_7.view((2, 32, -1, 64));  tmp_7 = None
        tmp_9 = tmp_8.transpose(1, 2);  tmp_8 = None
        return (tmp_3, tmp_6, tmp_9)
        