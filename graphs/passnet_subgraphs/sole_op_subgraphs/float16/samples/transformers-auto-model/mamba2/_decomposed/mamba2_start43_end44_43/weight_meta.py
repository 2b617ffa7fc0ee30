class Program_weight_tensor_meta_dt_2:
	name = "in_0"
	original_name = "dt_2"
	shape = [1, 128, 24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.259
	std = 0.610
