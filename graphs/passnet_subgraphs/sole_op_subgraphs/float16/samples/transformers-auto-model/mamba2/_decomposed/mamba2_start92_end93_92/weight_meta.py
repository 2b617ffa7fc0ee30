class Program_weight_tensor_meta_getitem_14:
	name = "in_0"
	original_name = "getitem_14"
	shape = [1, 1, 24, 64, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.101
	std = 0.779
