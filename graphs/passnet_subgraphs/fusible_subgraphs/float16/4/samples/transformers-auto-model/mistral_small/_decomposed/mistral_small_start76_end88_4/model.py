import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1 * in_0;  in_0 = None
        tmp_1 = in_1[(Ellipsis, slice(None, 32, None))]
        tmp_2 = in_1[(Ellipsis, slice(32, None, None))];  in_1 = None
        tmp_3 = -tmp_2;  tmp_2 = None
        tmp_4 = torch.cat((tmp_3, tmp_1), dim = -1);  tmp_3 = tmp_1 = None
        tmp_5 = tmp_4 * in_2;  tmp_4 = in_2 = None
        tmp_6 = tmp_0 + tmp_5;  tmp_0 = tmp_5 = None
        tmp_7 = tmp_6[(slice(None, None, None), slice(None, None, None), None, slice(None, None, None), slice(None, None, None))];  tmp_6 = None
        tmp_8 = tmp_7.expand(4, 4, 2, 256, 64);  tmp_7 = None
        tmp_9 = tmp_8.reshape(4, 8, 256, 64);  tmp_8 = None
        tmp_10 = in_3[(slice(None, None, None), slice(None, None, None), None, slice(None, None, None), slice(None, None, None))];  in_3 = None
        tmp_11 = tmp_10.expand(4, 4, 2, 256, 64);  tmp_10 = None
        return (tmp_9, tmp_11)
        