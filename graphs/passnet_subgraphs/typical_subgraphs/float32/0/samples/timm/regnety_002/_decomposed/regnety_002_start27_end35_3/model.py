import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9):
        tmp_0 = in_9.mean((2, 3), keepdim = True)
        tmp_1 = torch.conv2d(tmp_0, in_6, in_5, (1, 1), (0, 0), (1, 1), 1);  tmp_0 = in_6 = in_5 = None
        tmp_2 = torch.nn.functional.relu(tmp_1, inplace = True);  tmp_1 = None
        tmp_3 = torch.conv2d(tmp_2, in_8, in_7, (1, 1), (0, 0), (1, 1), 1);  tmp_2 = in_8 = in_7 = None
        tmp_4 = tmp_3.sigmoid();  tmp_3 = None
        tmp_5 = in_9 * tmp_4;  in_9 = tmp_4 = None
        tmp_6 = torch.conv2d(tmp_5, in_4, None, (1, 1), (0, 0), (1, 1), 1);  tmp_5 = in_4 = None
        tmp_7 = torch.nn.functional.batch_norm(tmp_6, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_6 = in_0 = in_1 = in_3 = in_2 = None
        return (tmp_7,)
        