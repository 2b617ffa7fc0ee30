import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = in_3 @ in_2;  in_3 = in_2 = None
        tmp_1 = tmp_0 * 0.25;  tmp_0 = None
        tmp_2 = in_1[(slice(None, None, None), in_0)];  in_1 = in_0 = None
        tmp_3 = tmp_1 + tmp_2;  tmp_1 = None
        tmp_4 = tmp_3.softmax(dim = -1);  tmp_3 = None
        tmp_5 = tmp_4 @ in_4;  tmp_4 = in_4 = None
        tmp_6 = tmp_5.transpose(1, 2);  tmp_5 = None
        tmp_7 = tmp_6.reshape(2, 196, 128);  tmp_6 = None
        return (tmp_2, tmp_7)
        